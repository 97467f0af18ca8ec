import type { KubernetesObject } from './kustomize-render';

/**
 * Checks Kubernetes objects against the Kubernetes OpenAPI schemas (the kubernetes-models package,
 * generated from a Kubernetes release's OpenAPI document, validating with its JSON schemas through
 * @kubernetes-models/validate). Returns one line per problem; none when every object is valid.
 *
 * The schemas leave unknown fields open (the API server's own OpenAPI document does), but
 * `kubectl apply` refuses them (strict field validation, the default since Kubernetes 1.27), and a
 * misspelled field is the likeliest mistake in a manifest. So a field no schema names is a problem
 * too: the compiled schema validators read every field a schema names, so a field the validator
 * never read, in an object it did not walk as a map, is one no schema has.
 */
export async function kubernetesSchemaProblems(objects: KubernetesObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const where = `${object.kind ?? '?'} ${object.metadata?.name ?? '?'}`;
    const model = await modelOf(object);
    if (!model) {
      problems.push(`${where}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new model(object).validate();
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    for (const path of unknownFields(model, object)) problems.push(`${where}: unknown field ${path}`);
  }
  return problems;
}

type Model = { new (data: unknown): { validate(): void }; prototype: { validate(this: unknown): void } };

/** The model class for an object's apiVersion and kind: kubernetes-models/<group>/<version> (core: v1). */
async function modelOf(object: KubernetesObject): Promise<Model | null> {
  if (typeof object.apiVersion !== 'string' || typeof object.kind !== 'string') return null;
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [null, object.apiVersion];
  try {
    const module = (await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`)) as Record<string, Model>;
    return module[object.kind] ?? null;
  } catch {
    return null;
  }
}

/** Paths of fields the schema validator never read (see above). */
function unknownFields(model: Model, object: unknown): string[] {
  const read = new WeakMap<object, Set<PropertyKey>>();
  const walkedAsMap = new WeakSet<object>();
  const proxies = new WeakMap<object, object>();
  const watch = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = proxies.get(value);
    if (known) return known;
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (!read.has(target)) read.set(target, new Set());
        read.get(target)?.add(key);
        return watch(Reflect.get(target, key, receiver));
      },
      has(target, key) {
        if (!read.has(target)) read.set(target, new Set());
        read.get(target)?.add(key);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        walkedAsMap.add(target);
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  model.prototype.validate.call(watch(object));

  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`));
    const seen = read.get(value);
    for (const [key, child] of Object.entries(value)) {
      if (!walkedAsMap.has(value) && !seen?.has(key)) found.push(`${path}.${key}`);
      else visit(child, `${path}.${key}`);
    }
  };
  visit(object, '');
  return found.map((path) => path.slice(1));
}
