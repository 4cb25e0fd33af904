export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about; the local outbox prints it on the console. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
