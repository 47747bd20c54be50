// biome-ignore-all lint/suspicious/noTemplateCurlyInString: nginx and compose template text
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeEnvironment, readCompose } from './compose-file.ts';
import { renderNginxTemplate, stageNginxImage } from './nginx-image.ts';
import { planServices } from './topology.ts';

// The nginx image fills /etc/nginx/templates/*.template in from the container's environment
// before it starts; the compose proxy's gateway.conf is one (ADMIN_HOST_NAME).
const root = mkdtempSync(join(tmpdir(), 'phi-nginx-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('nginx templates', () => {
  it('fills in only the variables the container has, set or empty', () => {
    const text = 'a ${ADMIN_HOST_NAME} b $ADMIN_HOST_NAME c $host d ${UNSET} e $request_uri';
    expect(renderNginxTemplate(text, { ADMIN_HOST_NAME: 'admin.phi.example' })).toBe(
      'a admin.phi.example b admin.phi.example c $host d ${UNSET} e $request_uri',
    );
    expect(renderNginxTemplate(text, { ADMIN_HOST_NAME: '' })).toBe(
      'a  b  c $host d ${UNSET} e $request_uri',
    );
  });

  it('stages the proxy template as conf.d/default.conf with the admin host filled in', () => {
    const proxy = planServices(readCompose()).find((service) => service.name === 'proxy');
    expect(proxy).toBeDefined();
    if (!proxy) {
      return;
    }
    const environment = composeEnvironment(proxy.compose, { ADMIN_HOST_NAME: 'admin.phi.example' });
    expect(environment).toEqual({ ADMIN_HOST_NAME: 'admin.phi.example' });
    const staged = stageNginxImage(proxy, root, '/dev/null', environment);
    const conf = readFileSync(join(root, 'image/etc/nginx/conf.d/default.conf'), 'utf8');
    expect(conf).toContain('map "$host|admin.phi.example" $phi_host_role {');
    expect(conf).not.toContain('${ADMIN_HOST_NAME}');
    expect(staged.containerPorts).toEqual([8080]);
  });
});
