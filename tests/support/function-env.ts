/** The environment variables the verify-turnstile function reads. */
const FUNCTION_ENV = [
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_SITEVERIFY_URL",
  "CONTEXT",
  "URL",
  "DEPLOY_PRIME_URL",
  "DEPLOY_URL",
];

/**
 * Gives each test the function's environment `env` and nothing else of it, and puts the process's own back
 * afterwards. Call at the top level of a test file.
 */
export function withFunctionEnv(env: () => Record<string, string>) {
  const saved = Object.fromEntries(FUNCTION_ENV.map((name) => [name, process.env[name]]));
  beforeEach(() => {
    for (const name of FUNCTION_ENV) delete process.env[name];
    Object.assign(process.env, env());
  });
  afterEach(() => {
    for (const name of FUNCTION_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}
