// Who may see a page: members (MemberGate, SignInRequired) and brands offering the feature
// (FeatureGate). Small and eager, like ./dialogs: feature pages import these without the forms.
export { FeatureGate } from './gates/FeatureGate';
export { MemberGate } from './gates/MemberGate';
export { SignInRequired } from './gates/SignInRequired';
export { personalAuthPath } from './personal-auth/personal-auth-path';
