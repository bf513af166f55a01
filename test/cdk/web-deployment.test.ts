// How CloudFront's bucket receives the build (docs/OFFLINE.md, docs/DEPLOY.md): the service worker and the web app
// manifest sit at the root beside index.html, so they are uploaded `no-cache` like it, and a deploy invalidates them;
// only the content-hashed /assets/ files are kept for a year. A worker cached for long would keep an old app.
import { synthStack } from './synth-stack';

jest.setTimeout(120_000);

interface Deployment {
  Include?: string[];
  Exclude?: string[];
  SystemMetadata?: Record<string, string>;
  DistributionPaths?: string[];
}

const deployments = (): Deployment[] =>
  Object.values(synthStack().template.findResources('Custom::CDKBucketDeployment')).map(
    (r) => (r as { Properties: Deployment }).Properties,
  );

/** The deployment that uploads a root file: the one whose filters let it through (CDK's exclude, then include). */
function deploymentOf(file: string): Deployment {
  const matches = (pattern: string) => new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`).test(file);
  const found = deployments().filter((d) => !(d.Exclude ?? []).some(matches) || (d.Include ?? []).some(matches));
  expect(found).toHaveLength(1);
  return found[0];
}

it.each(['sw.js', 'manifest.webmanifest', 'index.html'])('uploads %s no-cache and invalidates it on each deploy', (file) => {
  const deployment = deploymentOf(file);
  expect(deployment.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  expect(deployment.DistributionPaths).toEqual(['/*']);
});

it('keeps only the hashed assets for a year', () => {
  expect(deploymentOf('assets/index-abc123.js').SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
});
