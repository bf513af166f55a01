// SES adapter of the mail port; locally the same code reaches aws-ses-v2-local through AWS_ENDPOINT_URL_SES.
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../../platform/config';
import type { MailMessage, MailSender } from './mail-port';

export function sesMail(client = new SESClient({})): MailSender {
  return {
    async send(message: MailMessage) {
      await client.send(
        new SendEmailCommand({
          Source: config().MAIL_FROM,
          Destination: { ToAddresses: [message.to] },
          Message: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          },
        }),
      );
    },
  };
}
