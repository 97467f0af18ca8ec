import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { authApi } from '@onair/api-client';

/** The signed-in member exactly as GET /api/auth/me and the sign-in answers return them. */
export type SessionProfile = authApi.Me;
export type SessionState = {
  profile: SessionProfile | null;
  /** The cookies say signed in and the member is being loaded: the header waits rather than flash 로그인. */
  restoring: boolean;
};

const initialState: SessionState = { profile: null, restoring: false };

/** Who is signed in. Tokens live in HttpOnly cookies, never in the store. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestoring(state) {
      state.restoring = true;
    },
    signedIn(state, action: PayloadAction<SessionProfile>) {
      state.profile = action.payload;
      state.restoring = false;
    },
    signedOut(state) {
      state.profile = null;
      state.restoring = false;
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectIsSignedIn: (state) => state.profile !== null,
    selectSessionRestoring: (state) => state.restoring,
  },
});

export const { sessionRestoring, signedIn, signedOut } = sessionSlice.actions;
export const { selectProfile, selectIsSignedIn, selectSessionRestoring } = sessionSlice.selectors;
