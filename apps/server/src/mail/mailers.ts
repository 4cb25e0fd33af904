import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mailer, MailMessage } from "@qbank/api";
import { newId } from "@qbank/db";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

/** Real delivery over SMTP. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * Local default: each message becomes an .eml file in `dir`, and its link is logged.
 * Files are named `<UUIDv7>-<recipient>.eml`: the id is unique even within one millisecond
 * and sorts by time, so the newest message to an address is the last name in order.
 */
export function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage) {
      const id = newId();
      await mkdir(dir, { recursive: true });
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = join(dir, `${id}-${safeTo}.eml`);
      // Written whole under a name no reader looks for, then linked to its own name, so a
      // reader never sees half a message; wx and link both refuse to replace another one.
      const draft = join(dir, `.${id}.draft`);
      await writeFile(draft, info.message as Buffer, { flag: "wx" });
      try {
        await link(draft, file);
      } finally {
        await unlink(draft);
      }
      logger.info({ file }, `mail written: ${message.subject}`);
      console.log(`\n  Mail to ${message.to}: ${message.subject}\n  ${message.link ?? ""}\n`);
    },
  };
}
