import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SmtpMailer, parseSmtpUrl } from './mailer';

/** A minimal SMTP peer that records the conversation (no TLS offered). */
async function smtpPeer() {
  const lines: string[] = [];
  let data = '';
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        lines.push(line);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, lines, body: () => data, port: (server.address() as AddressInfo).port };
}

describe('SmtpMailer', () => {
  it('delivers a message over SMTP with AUTH PLAIN', async () => {
    const peer = await smtpPeer();
    try {
      const mailer = new SmtpMailer(
        parseSmtpUrl(`smtp://mailer:p%40ss@127.0.0.1:${peer.port}`, 'no-reply@demo.test'),
      );
      await mailer.send({
        tenantId: 'demo',
        to: 'casey@demo.test',
        subject: 'Your verification code',
        text: 'Your verification code is 123456.\n.leading dot',
      });
      const auth = Buffer.from('\u0000mailer\u0000p@ss').toString('base64');
      expect(peer.lines).toEqual([
        'EHLO localhost',
        `AUTH PLAIN ${auth}`,
        'MAIL FROM:<no-reply@demo.test>',
        'RCPT TO:<casey@demo.test>',
        'DATA',
        'QUIT',
      ]);
      expect(peer.body()).toContain('Subject: Your verification code');
      expect(peer.body()).toContain('Your verification code is 123456.');
      expect(peer.body()).toContain('\n..leading dot');
    } finally {
      peer.server.close();
    }
  });

  it('rejects when the server refuses the recipient', async () => {
    const server = net.createServer((socket) => {
      socket.write('220 hi\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        socket.write(line.startsWith('RCPT') ? '550 no such user\r\n' : '250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const mailer = new SmtpMailer(parseSmtpUrl(`smtp://127.0.0.1:${port}`, 'a@b.test'));
      await expect(
        mailer.send({ tenantId: 'demo', to: 'x@y.test', subject: 's', text: 't' }),
      ).rejects.toThrow('550');
    } finally {
      server.close();
    }
  });
});
