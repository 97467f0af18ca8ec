import * as v from 'valibot';
import { SigninBody } from '@onair/contracts';

/** What the sign-in form checks before calling: the contract's ID and password, and the two boxes. */
export const SignInFields = v.object({
  loginId: SigninBody.entries.loginId,
  password: SigninBody.entries.password,
  loginKeep: v.boolean(),
  saveId: v.boolean(),
});
export type SignInFields = v.InferOutput<typeof SignInFields>;
