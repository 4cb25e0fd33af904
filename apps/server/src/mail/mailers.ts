import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mailer, MailMessage } from "@qbank/api";
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

/** Local default: each message becomes an .eml file in `dir`, and its link is logged. */
export function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ file }, `mail written: ${message.subject}`);
      console.log(`\n  Mail to ${message.to}: ${message.subject}\n  ${message.link ?? ""}\n`);
    },
  };
}
