import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, startTestServer, type TestServer } from "../test/server.ts";
import { smtpMailer } from "./mailers.ts";

/** A mail server that refuses every connection while `down`, then takes messages like any other. */
function fakeSmtp() {
  const state = { down: true, messages: [] as string[] };
  const greet = (socket: Socket) => {
    if (state.down) {
      socket.end("421 localhost Service not available, try again later\r\n");
      return;
    }
    socket.write("220 localhost ESMTP\r\n");
    let data: string | null = null;
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === ".") {
            state.messages.push(data);
            data = null;
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 localhost\r\n");
        else if (/^DATA/i.test(line)) {
          data = "";
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  };
  const server: Server = createServer(greet);
  return { state, server };
}

let smtp: ReturnType<typeof fakeSmtp>;
let server: TestServer;
beforeAll(async () => {
  smtp = fakeSmtp();
  await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ mailer: smtpMailer(`smtp://127.0.0.1:${port}`, "Test <no-reply@localhost>") });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe("mail through an SMTP outage", () => {
  it("answers the signup, keeps the mail while the server refuses, and delivers it once it accepts", async () => {
    const client = new LegacyClient(server.url);
    await client.get("/api/auth/getuserdata");
    const email = "smtp-outage@example.com";
    const signup = await client.post("/api/auth/signup", {
      email,
      first_name: "Kofi",
      second_name: "Mensah",
      password: "a-long-password",
      confirm_password: "a-long-password",
    });
    expect(signup.status, signup.text).toBe(200);
    expect(smtp.state.messages).toEqual([]);
    const queued = await server.handle.db
      .selectFrom("mail_outbox")
      .select(["attempts", "sent_at"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ attempts: 1, sent_at: null });

    smtp.state.down = false;
    server.clock.advance(60_000);
    await server.runJob("mail");
    expect(smtp.state.messages).toHaveLength(1);
    expect(smtp.state.messages[0]).toContain(`To: ${email}`);
    expect(smtp.state.messages[0]).toMatch(/api\/auth\/confirm\?token=/);
  });
});
