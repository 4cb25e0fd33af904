/** Test fixtures shared with the server's HTTP tests. */
export { jpegImage, pngImage } from "./images.ts";
