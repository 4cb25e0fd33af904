/** Images (question media, report screenshots, hosted pictures): the one size limit and its words. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image must be at most 5 MB.";
export const IMAGE_WRONG_TYPE = "Please upload a PNG, JPEG, GIF or WebP image.";
