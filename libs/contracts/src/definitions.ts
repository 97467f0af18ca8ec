import type { GenericSchema } from 'valibot';
import { ErrorBody, FieldError } from './errors';
import {
  ChannelPage,
  ChannelSummary,
  GeoIp,
  CsNotice,
  CsNoticePage,
  Health,
  Me,
  SignedIn,
  SignupBody,
  SigninBody,
  OAuthSignupBody,
  OAuthCallbackResult,
  Agreements,
} from './groups/index';

/** Schemas that get a name in the OpenAPI document (components.schemas) and so a named type in the client. */
export const SCHEMA_DEFINITIONS: Record<string, GenericSchema> = {
  ErrorBody,
  FieldError,
  ChannelSummary,
  ChannelPage,
  CsNotice,
  CsNoticePage,
  GeoIp,
  Health,
  Me,
  SignedIn,
  SignupBody,
  SigninBody,
  OAuthSignupBody,
  OAuthCallbackResult,
  Agreements,
};
