import { once } from 'node:events'
import net, { type AddressInfo } from 'node:net'
import { afterAll, expect, it } from 'vitest'
import { smtpTransport } from './mail.server.ts'

/** The smallest SMTP server a client can deliver to: it keeps what each DATA carried. */
const received: string[] = []
const server = net.createServer((socket) => {
  socket.setEncoding('utf8')
  socket.write('220 test ESMTP\r\n')
  let data: string | null = null
  let buffered = ''
  socket.on('data', (chunk: string) => {
    buffered += chunk
    let end: number
    while ((end = buffered.indexOf('\r\n')) !== -1) {
      const line = buffered.slice(0, end)
      buffered = buffered.slice(end + 2)
      if (data !== null) {
        if (line === '.') {
          received.push(data)
          data = null
          socket.write('250 queued\r\n')
        } else data += `${line}\n`
        continue
      }
      const command = line.slice(0, 4).toUpperCase()
      if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n')
      else if (command === 'DATA') {
        data = ''
        socket.write('354 go ahead\r\n')
      } else if (command === 'QUIT') socket.end('221 bye\r\n')
      else socket.write('250 ok\r\n')
    }
  })
})
server.listen(0, '127.0.0.1')
await once(server, 'listening')
afterAll(() => server.close())

it('sends through an SMTP server (nodemailer is loaded by the first mail)', async () => {
  const { port } = server.address() as AddressInfo
  const send = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`)
  await send({
    from: 'MainDoctor <noreply@example.com>',
    to: 'patient@example.com',
    subject: 'Your appointment',
    text: 'See you on Monday.',
    html: null,
    attachments: [],
    outboxId: 'outbox-1',
  })
  expect(received).toHaveLength(1)
  expect(received[0]).toContain('Subject: Your appointment')
  expect(received[0]).toContain('See you on Monday.')
})
