import { ENDPOINT_TAGS } from './cache-tags';

/**
 * A generated group's endpoints, injected into the one api on first use rather than when the module
 * is evaluated. Injecting builds each endpoint's thunks, selectors, matchers and hooks; done for every
 * group at start it was a large part of the store's start-up task (issue 4, bench/README.md
 * "bench/web"), while the home page only uses a few groups.
 *
 * Any use of the group injects it first: its endpoints, util, enhanceEndpoints (an enhancement of an
 * endpoint not yet injected would otherwise be lost) and its hooks. A group nobody touches is never
 * injected; its endpoints cannot have cached data, so tags and resets need nothing from it.
 * Injected, the group's endpoints take their resource tags (cache-tags.ts).
 */
export function lazyGroup<Group extends object>(inject: () => Group): Group {
  let group: Group | undefined;
  const injected = () => (group ??= withResourceTags(inject()));
  // The target only gives the proxy a shape; every trap reads the injected api.
  return new Proxy({} as Group, {
    get: (_target, key) => Reflect.get(injected(), key),
    has: (_target, key) => Reflect.has(injected(), key),
    ownKeys: () => Reflect.ownKeys(injected()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(injected(), key);
      // A proxy may not report a property its target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * One of a group's hooks, resolved on its first call. Always the same hook underneath, so the rules
 * of hooks hold.
 */
export function lazyHook<Group extends object, Name extends keyof Group>(group: Group, name: Name): Group[Name] {
  let hook: ((...args: unknown[]) => unknown) | undefined;
  const wrapper = (...args: unknown[]) => (hook ??= group[name] as (...args: unknown[]) => unknown)(...args);
  return wrapper as unknown as Group[Name];
}

/** What withResourceTags needs of an injected group; the generated types key it by endpoint name. */
type Enhanceable = { endpoints: object; enhanceEndpoints(options: { endpoints: Record<string, object> }): unknown };

/**
 * Gives each of the group's endpoints its providesTags or invalidatesTags. Only the group's own:
 * an enhancement of an endpoint not yet injected would be lost.
 */
function withResourceTags<Group extends object>(group: Group): Group {
  const api = group as unknown as Enhanceable;
  const endpoints = Object.fromEntries(
    Object.keys(api.endpoints).flatMap((name) => (ENDPOINT_TAGS[name] ? [[name, ENDPOINT_TAGS[name]]] : [])),
  );
  api.enhanceEndpoints({ endpoints });
  return group;
}
