// The benchmark's GET client: node:http with one kept-alive connection, the transport the AWS SDK's own client uses
// for the direct DynamoDB calls it is compared with, so a ratio measures the server side, not two clients' costs.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GETs a URL and answers its parsed JSON body; throws on a status other than 200. */
export function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}: ${body}`));
        else resolve(JSON.parse(body));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
