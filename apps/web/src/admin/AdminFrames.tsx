import { EmptyFrame } from "../shell/EmptyFrame.tsx";

const frame = (title: string) =>
  function AdminFrame() {
    return <EmptyFrame title={title} />;
  };

/** The admin screens' frames; the admin capability fills them in. */
export const adminFrames = {
  picture: frame("Host Picture"),
};
export type AdminFrameName = keyof typeof adminFrames;
