import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { kubernetesSchemaProblems } from './kubernetes-schema-check';
import { renderKustomization } from './kustomize-render';

// deploy/: the compose stack, the Kubernetes manifests and the images agree with each other and
// with the front's configuration, so a change to one that forgets the others fails here, not in a
// deploy. (The compose stack itself runs in tools/scripts/compose-smoke.ts, which needs Docker.)
const root = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Container = { name: string; image: string; command?: string[]; env?: Array<{ name: string }>; readinessProbe?: { httpGet?: { path: string } }; livenessProbe?: { httpGet?: { path: string } } };
type PodSpec = { securityContext?: { runAsNonRoot?: boolean }; containers: Container[] };
type Manifest = { kind: string; metadata: { name: string }; spec: { template?: { spec: PodSpec } } };

const kustomization = parse(read('deploy/kustomization.yaml')) as { resources: string[]; configMapGenerator: Array<{ files: string[] }> };
const manifests: Manifest[] = kustomization.resources.flatMap((file) => parseAllDocuments(read(`deploy/${file}`)).map((document) => document.toJSON() as Manifest));
const workloads = manifests.filter((manifest) => manifest.spec?.template);
const podOf = (name: string) => workloads.find((manifest) => manifest.metadata.name === name)?.spec.template?.spec as PodSpec;
const compose = parse(read('deploy/compose/compose.yml')) as { services: Record<string, { image?: string; environment?: Record<string, string>; command?: string[] }> };
/** The environment names haproxy.cfg's header lists as what each front must set. */
const haproxyLines = read('deploy/haproxy/haproxy.cfg').split('\n').filter((line) => !line.trim().startsWith('#'));
const frontSettings = [...new Set(haproxyLines.flatMap((line) => [...line.matchAll(/"\$\{([A-Z_0-9]+)\}"/g)].map((match) => match[1] as string)))];
const builtImages = [...read('deploy/docker/build-images.sh').matchAll(/(?:^|do )build "?([\w$-]+)/gm)].map((match) => match[1] as string);

describe('deployment configuration', () => {
  it('every file kustomize reads exists, and the front ConfigMap is made from deploy/haproxy itself', () => {
    for (const file of kustomization.resources) expect(existsSync(join(root, 'deploy', file))).toBe(true);
    expect(kustomization.configMapGenerator[0]?.files).toEqual(['haproxy/haproxy.cfg', 'haproxy/hosts.map']);
  });

  it('the Kubernetes front and the compose front set every address haproxy.cfg reads', () => {
    expect(frontSettings).toEqual(expect.arrayContaining(['API_NODE_1', 'API_NODE_2', 'MEDIA_NODE', 'WEB_ONAIR', 'FRONT_CERT']));
    const kubernetes = new Set(podOf('front').containers[0]?.env?.map((entry) => entry.name));
    expect(frontSettings.filter((name) => !kubernetes.has(name))).toEqual([]);
    // compose sets the addresses; the image's own ENV holds the binds and file paths.
    const imageDefaults = [...read('deploy/docker/front.Dockerfile').matchAll(/\b([A-Z_]+)=/g)].map((match) => match[1]);
    const composeFront = new Set([...Object.keys(compose.services['front']?.environment ?? {}), ...imageDefaults]);
    expect(frontSettings.filter((name) => !composeFront.has(name))).toEqual([]);
  });

  it('every OnAir image compose and Kubernetes run is one deploy/docker builds', () => {
    const composeImages = Object.values(compose.services).map((service) => service.image ?? '').filter((image) => image.includes('/')).map((image) => /\/([\w-]+):/.exec(image)?.[1]);
    const kubernetesImages = workloads.flatMap((manifest) => manifest.spec.template?.spec.containers.map((container) => container.image.replace(/^onair\//, '')) ?? []);
    expect(builtImages.sort()).toEqual(['api', 'front', 'media', 'web-$brand'].sort());
    const known = (image: string | undefined) => builtImages.includes(image ?? '') || /^web-(onair|bellcast|mint|nova)$/.test(image ?? '');
    expect(composeImages.filter((image) => !known(image))).toEqual([]);
    expect(kubernetesImages.filter((image) => !known(image))).toEqual([]);
  });

  it('migrations are their own step in both, from the API image, before the API starts', () => {
    expect(compose.services['migrate']?.command).toEqual(['node', 'migrate.js']);
    expect(podOf('migrate').containers[0]?.command).toEqual(['node', 'migrate.js']);
    expect(existsSync(join(root, 'apps/api/src/migrate.ts'))).toBe(true);
    expect(read('deploy/compose/compose.yml')).toMatch(/migrate:\s+condition: service_completed_successfully/);
  });

  it('API pods route by readiness and restart by liveness', () => {
    const api = podOf('api').containers[0];
    expect(api?.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(api?.livenessProbe?.httpGet?.path).toBe('/api/health');
  });

  it('no container runs as root: every pod says so, and every image ends as another user', () => {
    expect(workloads.filter((manifest) => manifest.spec.template?.spec.securityContext?.runAsNonRoot !== true).map((manifest) => manifest.metadata.name)).toEqual([]);
    const dockerfiles = readdirSync(join(root, 'deploy/docker')).filter((file) => file.endsWith('.Dockerfile'));
    expect(dockerfiles.length).toBeGreaterThanOrEqual(4);
    for (const file of dockerfiles) {
      const lastStage = read(`deploy/docker/${file}`).split(/^FROM /m).at(-1) ?? '';
      expect([file, /^USER (?!root)\S+/m.test(lastStage)]).toEqual([file, true]);
    }
  });

  describe('against the Kubernetes schemas (kubernetes-models, Kubernetes 1.36)', () => {
    it('every object `kustomize build deploy/` makes is valid, with no field the schemas do not name', async () => {
      const objects = renderKustomization(join(root, 'deploy'));
      // Each resource file's objects and the front's generated ConfigMap, all in the onair namespace.
      expect(objects.length).toBe(manifests.length + 1);
      const configMap = objects.find((object) => object.kind === 'ConfigMap');
      expect(configMap?.metadata.name).toMatch(/^front-config-[0-9a-f]{10}$/);
      const mounted = JSON.stringify(objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'front'));
      expect(mounted).toContain(`"name":"${configMap?.metadata.name}"`);
      expect(objects.filter((object) => object.kind !== 'Namespace' && object.metadata.namespace !== 'onair')).toEqual([]);
      expect(await kubernetesSchemaProblems(objects)).toEqual([]);
    });

    it('a wrong manifest fails: a number written as a string, a misspelled field, a field out of place', async () => {
      const objects = renderKustomization(join(root, 'tools/scripts/deploy-fixtures/wrong-manifests'));
      expect(await kubernetesSchemaProblems(objects)).toEqual([
        'Service api: unknown field spec.port',
        'StatefulSet api: data/spec/replicas must be integer',
      ]);
      // Once the type is right, the misspelling is what is left.
      const statefulSet = objects.find((object) => object.kind === 'StatefulSet') as unknown as { spec: { replicas: unknown } };
      statefulSet.spec.replicas = 2;
      expect(await kubernetesSchemaProblems(objects)).toEqual([
        'Service api: unknown field spec.port',
        'StatefulSet api: unknown field spec.template.spec.containers[0].readinesProbe',
      ]);
    });

    it('an object of a kind the schemas do not have is a problem, not a pass', async () => {
      const problems = await kubernetesSchemaProblems([{ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'web' } }]);
      expect(problems).toEqual(['Deploymnet web: no Kubernetes schema for apps/v1 Deploymnet']);
    });
  });
});
