import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * What `kustomize build <dir>` makes of a kustomization that uses only what deploy/'s does:
 * resources, a namespace, configMapGenerator (files) and images (newTag). Anything else in the
 * kustomization is refused rather than ignored, so a new feature there fails the test until this
 * renders it too. Generated ConfigMaps get a content hash suffix, and the pods that mount them are
 * pointed at it, as kustomize does (its hash is computed differently: only the shape matters here).
 */
export type KubernetesObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string }; [field: string]: unknown };

type Kustomization = {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  configMapGenerator?: Array<{ name: string; files?: string[] }>;
  images?: Array<{ name: string; newTag?: string; newName?: string }>;
};

const HANDLED = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'configMapGenerator', 'images']);
/** Kinds that live outside any namespace among those deploy/ uses. */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass']);

type PodSpec = {
  containers?: Array<{ image?: string }>;
  initContainers?: Array<{ image?: string }>;
  volumes?: Array<{ configMap?: { name: string } }>;
};

const podSpecOf = (object: KubernetesObject): PodSpec | undefined =>
  (object['spec'] as { template?: { spec?: PodSpec } } | undefined)?.template?.spec;

export function renderKustomization(directory: string): KubernetesObject[] {
  const kustomization = parse(readFileSync(join(directory, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unhandled = Object.keys(kustomization).filter((key) => !HANDLED.has(key));
  if (unhandled.length > 0) throw new Error(`kustomization fields this renderer does not apply: ${unhandled.join(', ')}`);

  const objects: KubernetesObject[] = (kustomization.resources ?? []).flatMap((file) =>
    parseAllDocuments(readFileSync(join(directory, file), 'utf8'))
      .map((document) => document.toJSON() as KubernetesObject | null)
      .filter((object): object is KubernetesObject => object !== null),
  );

  const renamed = new Map<string, string>();
  for (const generator of kustomization.configMapGenerator ?? []) {
    const data = Object.fromEntries((generator.files ?? []).map((file) => [basename(file), readFileSync(join(directory, file), 'utf8')]));
    const suffix = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 10);
    const name = `${generator.name}-${suffix}`;
    renamed.set(generator.name, name);
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data });
  }

  for (const object of objects) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    const pod = podSpecOf(object);
    if (!pod) continue;
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap && renamed.has(volume.configMap.name)) volume.configMap.name = renamed.get(volume.configMap.name) as string;
    }
    for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
      const image = (kustomization.images ?? []).find((entry) => container.image?.split(':')[0] === entry.name);
      if (image) container.image = `${image.newName ?? image.name}:${image.newTag ?? 'latest'}`;
    }
  }
  return objects;
}
