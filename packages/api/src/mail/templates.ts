import type { MailMessage } from "./mailer.ts";

const PRODUCT = "PLAB Question Bank";

export function confirmEmailMessage(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your email for ${PRODUCT}`,
    link,
    text: `Hello ${firstName},\n\nPlease confirm your email address to activate your account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, you can ignore this message.\n`,
  };
}

export function resetPasswordMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    link,
    text: `Hello,\n\nSomeone asked to reset the password of this account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in one hour. If it was not you, ignore this message: your password stays as it is.\n`,
  };
}

export function alreadyRegisteredMessage(to: string, loginLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: `You already have a ${PRODUCT} account`,
    link: loginLink,
    text: `Hello,\n\nSomeone tried to sign up with this email address, which already has an account.\n\nLog in: ${loginLink}\nForgot your password? ${resetLink}\n\nIf it was not you, no action is needed.\n`,
  };
}

export function ticketAnsweredMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Support answered your ticket - ${PRODUCT}`,
    link,
    text: `Hello,\n\nOur support team has answered your ticket. Read everything they wrote and reply here:\n\n${link}\n\nThis is an automatic message; please answer on the ticket page rather than by email.\n`,
  };
}

export function deleteAccountMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm deleting your ${PRODUCT} account`,
    link,
    text: `Hello,\n\nSomeone asked to delete this account and everything it holds. To confirm, open:\n\n${link}\n\nThe page asks once more before anything is deleted. The link works once and expires in one hour. If it was not you, ignore this message: your account stays as it is.\n`,
  };
}

/** The daily digest of replies to a learner's comments (they can turn it off on the account page). */
export function replyDigestMessage(to: string, count: number, link: string): MailMessage {
  const replies = count === 1 ? "1 new reply" : `${count} new replies`;
  return {
    to,
    subject: `${replies} to your comments - ${PRODUCT}`,
    link,
    text: `Hello,\n\nLearners wrote ${replies} to your comments under questions. Read them on your dashboard:\n\n${link}\n\nYou can turn these mails off on your account page.\n`,
  };
}
