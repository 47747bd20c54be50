// What must differ when an image's nginx configuration runs on this machine instead of in its
// container: file paths, listen addresses and the compose hostnames of upstreams. Nothing
// else is touched, so infra/proxy is rehearsed as written.

/**
 * /etc/nginx/nginx.conf of nginxinc/nginx-unprivileged (the SPA images' base and the proxy's
 * image): the package's file without `user`, the pid and temporary files under /tmp. Its
 * /var/log/nginx files are links to /dev/stdout and /dev/stderr in the image.
 */
export const unprivilegedNginxConf = `worker_processes  auto;

error_log  /var/log/nginx/error.log notice;
pid        /tmp/nginx.pid;


events {
    worker_connections  1024;
}


http {
    proxy_temp_path /tmp/proxy_temp;
    client_body_temp_path /tmp/client_temp;
    fastcgi_temp_path /tmp/fastcgi_temp;
    uwsgi_temp_path /tmp/uwsgi_temp;
    scgi_temp_path /tmp/scgi_temp;

    include       /etc/nginx/mime.types;
    default_type  application/octet-stream;

    log_format  main  '$remote_addr - $remote_user [$time_local] "$request" '
                      '$status $body_bytes_sent "$http_referer" '
                      '"$http_user_agent" "$http_x_forwarded_for"';

    access_log  /var/log/nginx/access.log  main;

    sendfile        on;
    #tcp_nopush     on;

    keepalive_timeout  65;

    #gzip  on;

    include /etc/nginx/conf.d/*.conf;
}
`;

/** Where the image's nginx looks for its main configuration. */
export const imageNginxConfPath = '/etc/nginx/nginx.conf';

export interface NginxRewrite {
  /** Where an absolute path of the image is on this machine. */
  resolvePath(imagePath: string): string;
  /** The container's listen port -> the loopback port this instance listens on instead. */
  listenPorts: ReadonlyMap<number, number>;
  /** Every compose service name -> its container ports -> the loopback ports they run on here. */
  servicePorts: ReadonlyMap<string, ReadonlyMap<number, number>>;
}

const pathDirectives = [
  'include',
  'root',
  'alias',
  'pid',
  'error_log',
  'access_log',
  'client_body_temp_path',
  'proxy_temp_path',
  'fastcgi_temp_path',
  'uwsgi_temp_path',
  'scgi_temp_path',
].join('|');
const pathPattern = new RegExp(`(^|[\\s;{])(${pathDirectives})(\\s+)(/[^\\s;]*)`, 'g');
const listenPattern = /(^|[\s;{])listen(\s+)([^\s;]+)/g;
const upstreamPattern =
  /(^|[\s;{])(server|proxy_pass)(\s+)((?:https?:\/\/)?)([A-Za-z][\w.-]*):(\d+)/g;

/** A line's directives apart from its comment (`#` outside quotes). */
function splitComment(line: string): [string, string] {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quote) {
      quote = char === quote && line[index - 1] !== '\\' ? undefined : quote;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#') {
      return [line.slice(0, index), line.slice(index)];
    }
  }
  return [line, ''];
}

function rewriteListen(address: string, listenPorts: ReadonlyMap<number, number>): string {
  // Only the forms the images use: a port, or all IPv4 addresses and a port.
  const match = /^(?:(?:\*|0\.0\.0\.0):)?(\d+)$/.exec(address);
  if (!match) {
    throw new Error(`listen ${address}: the rehearsal only rewrites "listen <port>"`);
  }
  const port = listenPorts.get(Number(match[1]));
  if (port === undefined) {
    throw new Error(`listen ${address}: no loopback port was given for container port ${match[1]}`);
  }
  return `127.0.0.1:${port}`;
}

export function rewriteNginxConf(text: string, rewrite: NginxRewrite): string {
  return text
    .split('\n')
    .map((line) => {
      const [code, comment] = splitComment(line);
      const rewritten = code
        .replace(pathPattern, (_m, lead, name, space, path: string) => {
          return `${lead}${name}${space}${rewrite.resolvePath(path)}`;
        })
        .replace(listenPattern, (_m, lead, space, address: string) => {
          return `${lead}listen${space}${rewriteListen(address, rewrite.listenPorts)}`;
        })
        .replace(upstreamPattern, (match, lead, name, space, scheme, host: string, port) => {
          const ports = rewrite.servicePorts.get(host);
          if (ports === undefined) {
            return match;
          }
          const hostPort = ports.get(Number(port));
          if (hostPort === undefined) {
            throw new Error(`${name} ${host}:${port}: that service does not run in the rehearsal`);
          }
          return `${lead}${name}${space}${scheme}127.0.0.1:${hostPort}`;
        });
      return rewritten + comment;
    })
    .join('\n');
}

/** The ports of the `listen` directives of a configuration, as written. */
export function listenPortsOf(text: string): number[] {
  const ports = text
    .split('\n')
    .map((line) => splitComment(line)[0])
    .flatMap((code) => [...code.matchAll(listenPattern)])
    .map((match) => Number(/(\d+)$/.exec(match[3] as string)?.[1]));
  return [...new Set(ports.filter((port) => !Number.isNaN(port)))];
}

/**
 * The image's main configuration as this machine runs it. As root, nginx would hand its
 * workers to `nobody`, who cannot enter the run's private temporary directory: the workers
 * keep the user that starts nginx, as the image's workers keep uid 101.
 */
export function mainNginxConf(userName: string | undefined): string {
  return userName ? `user ${userName};\n${unprivilegedNginxConf}` : unprivilegedNginxConf;
}
