import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandCode, Staff } from '@onair/contracts';
import type { ConsoleLocale } from '../i18n/console-locale';

/** The brand selector's choice: every brand the account holds, or one of them. */
export type BrandChoice = 'all' | BrandCode;

/** Why the sign-in page is showing, when it has something to say about it. */
export type SignInNotice = 'idle' | 'signedOut' | 'enrolled';

export type ConsoleState = {
  locale: ConsoleLocale;
  brand: BrandChoice;
  /** restoring: GET /api/admin/me is on its way at start. */
  session: 'restoring' | 'signedIn' | 'signedOut';
  staff: Staff | null;
  notice: SignInNotice | null;
};

export const initialConsoleState: ConsoleState = {
  locale: 'ko',
  brand: 'all',
  session: 'restoring',
  staff: null,
  notice: null,
};

/** The console's own state: language, brand choice and the staff session. */
export const consoleSlice = createSlice({
  name: 'console',
  initialState: initialConsoleState,
  reducers: {
    localeChosen(state, action: PayloadAction<ConsoleLocale>) {
      state.locale = action.payload;
    },
    brandChosen(state, action: PayloadAction<BrandChoice>) {
      state.brand = action.payload;
    },
    staffSignedIn(state, action: PayloadAction<Staff>) {
      state.session = 'signedIn';
      state.staff = action.payload;
      state.notice = null;
      if (!holdsBrand(action.payload, state.brand)) state.brand = 'all';
    },
    /** The session ended: signed out, idled out (the API's 401), or there was none at start. */
    staffSignedOut(state, action: PayloadAction<SignInNotice | null>) {
      state.session = 'signedOut';
      state.staff = null;
      state.brand = 'all';
      state.notice = action.payload;
    },
    noticeShown(state, action: PayloadAction<SignInNotice | null>) {
      state.notice = action.payload;
    },
  },
  selectors: {
    selectConsoleLocale: (state) => state.locale,
    selectBrandChoice: (state) => state.brand,
    selectSession: (state) => state.session,
    selectStaff: (state) => state.staff,
    selectNotice: (state) => state.notice,
  },
});

export const { localeChosen, brandChosen, staffSignedIn, staffSignedOut, noticeShown } = consoleSlice.actions;
export const { selectConsoleLocale, selectBrandChoice, selectSession, selectStaff, selectNotice } =
  consoleSlice.selectors;

/** True when the account may work on that choice ('all' always: it means all of the account's brands). */
export function holdsBrand(staff: Pick<Staff, 'brands'>, choice: BrandChoice): boolean {
  return choice === 'all' || staff.brands === 'all' || staff.brands.includes(choice);
}
