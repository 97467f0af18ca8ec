import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AuthDialogTab = 'signIn' | 'signUp';
export type SignupKind = 'domestic' | 'foreigner';
/** What the dialog shows: the forms, the welcome panel after signup, or the adult-verification panel. */
export type AuthDialogPanel = 'form' | 'welcome' | 'adultOnly';

export type AuthDialogState = {
  open: boolean;
  tab: AuthDialogTab;
  signupKind: SignupKind;
  panel: AuthDialogPanel;
  /** The nickname the welcome panel greets. */
  welcomeNickname: string | null;
  /** Where to go after sign-in (a path on this site). */
  callbackURL: string | null;
  /** A visitor who came from a partner: the domestic/foreigner tabs are disabled. */
  partnerMode: boolean;
  /** Raised when the session-expired dialog should show (a refresh answered msg ERROR). */
  sessionExpired: boolean;
  /** The 회원 전용 dialog, raised when a visitor tries a members-only action. */
  membersOnly: boolean;
};

const initialState: AuthDialogState = {
  open: false,
  tab: 'signIn',
  signupKind: 'domestic',
  panel: 'form',
  welcomeNickname: null,
  callbackURL: null,
  partnerMode: false,
  sessionExpired: false,
  membersOnly: false,
};

/** The shared show/init toggle of the login and signup dialog (SPEC.md section 2). */
export const authDialogSlice = createSlice({
  name: 'authDialog',
  initialState,
  reducers: {
    authDialogOpened(state, action: PayloadAction<{ tab?: AuthDialogTab; signupKind?: SignupKind; callbackURL?: string | null } | undefined>) {
      state.open = true;
      state.panel = 'form';
      state.tab = action.payload?.tab ?? 'signIn';
      state.signupKind = action.payload?.signupKind ?? 'domestic';
      state.callbackURL = action.payload?.callbackURL ?? null;
    },
    authDialogClosed(state) {
      state.open = false;
      state.panel = 'form';
      state.welcomeNickname = null;
    },
    authDialogTabChanged(state, action: PayloadAction<AuthDialogTab>) {
      state.tab = action.payload;
    },
    signupKindChanged(state, action: PayloadAction<SignupKind>) {
      if (!state.partnerMode) state.signupKind = action.payload;
    },
    signupCompleted(state, action: PayloadAction<{ nickname: string; adultOnly?: boolean }>) {
      state.open = true;
      state.panel = action.payload.adultOnly ? 'adultOnly' : 'welcome';
      state.welcomeNickname = action.payload.nickname;
    },
    partnerModeSet(state, action: PayloadAction<boolean>) {
      state.partnerMode = action.payload;
      if (action.payload) state.signupKind = 'domestic';
    },
    sessionExpiredShown(state) {
      state.sessionExpired = true;
    },
    sessionExpiredDismissed(state) {
      state.sessionExpired = false;
    },
    membersOnlyShown(state) {
      state.membersOnly = true;
    },
    membersOnlyDismissed(state) {
      state.membersOnly = false;
    },
  },
  selectors: {
    selectAuthDialog: (state) => state,
    selectSessionExpired: (state) => state.sessionExpired,
    selectMembersOnlyShown: (state) => state.membersOnly,
  },
});

export const {
  authDialogOpened,
  authDialogClosed,
  authDialogTabChanged,
  signupKindChanged,
  signupCompleted,
  partnerModeSet,
  sessionExpiredShown,
  sessionExpiredDismissed,
  membersOnlyShown,
  membersOnlyDismissed,
} = authDialogSlice.actions;
export const { selectAuthDialog, selectSessionExpired, selectMembersOnlyShown } = authDialogSlice.selectors;
