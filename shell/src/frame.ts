// The frames' measures and colours are CSS variables (frame.css), in index.html from the start.

/** The real frame is drawn: index.html's first paint goes (either one: the session may have ended). */
export function dropFirstPaint(): void {
  for (const id of ['boot', 'boot-app']) document.getElementById(id)?.remove();
}
