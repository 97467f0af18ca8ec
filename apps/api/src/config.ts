import * as v from 'valibot';
import { BRAND_CODES } from '@onair/contracts';

const Port = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65535));
const Flag = v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((value) => value === '1' || value === 'true'));

const Environment = v.object({
  PORT: v.optional(Port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  BRAND: v.optional(v.picklist(BRAND_CODES), 'onair'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  DATA_DIR: v.optional(v.string(), '.data'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.url())),
  DEMO_SEED: v.optional(Flag, 'false'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type ApiConfig = v.InferOutput<typeof Environment>;

/** Reads the environment once at start; a bad value stops the process with the variable's name. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(Environment, present);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; ');
  throw new Error(`Invalid environment: ${problems}`);
}
