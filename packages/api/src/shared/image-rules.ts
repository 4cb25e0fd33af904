/** Images (question media, report screenshots, hosted pictures): the one size limit and its words. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widest and tallest accepted, in pixels: a small file can declare a picture too big to decode. */
export const MAX_IMAGE_SIDE = 8000;
export const IMAGE_TOO_LARGE = "The image must be at most 5 MB.";
export const IMAGE_WRONG_TYPE = "Please upload a PNG, JPEG, GIF or WebP image.";
export const IMAGE_TOO_MANY_PIXELS = `The image must be at most ${MAX_IMAGE_SIDE} pixels wide and ${MAX_IMAGE_SIDE} pixels high.`;
export const IMAGE_UNREADABLE = "The image could not be read. Please upload a complete PNG, JPEG, GIF or WebP file.";
