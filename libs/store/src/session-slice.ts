import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionProfile = { memberId: number; loginId: string; nickname: string; channelId: number | null };
export type SessionState = { profile: SessionProfile | null };

const initialState: SessionState = { profile: null };

/** Who is signed in. Tokens live in HttpOnly cookies, never in the store. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionProfile>) {
      state.profile = action.payload;
    },
    signedOut(state) {
      state.profile = null;
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectIsSignedIn: (state) => state.profile !== null,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectProfile, selectIsSignedIn } = sessionSlice.selectors;
