/** Hands a file the server sent (base64) to the browser as a download. */
export function saveFile(file: { file_name: string; content_base64: string }, type = "application/zip"): void {
  const binary = atob(file.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
