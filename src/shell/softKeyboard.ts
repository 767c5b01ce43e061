// The phone's soft keyboard. When it opens, what the player sees of the page shrinks: in Android's WebViews (WeChat's,
// QQ's, the vendors' browsers) the whole page gets shorter; on iOS and in Chrome for Android the page keeps its layout
// and the keyboard covers its lower part (the visual viewport shrinks). A WebView then shows the top of the page, the
// field typed in possibly below the keyboard; a browser brings the field into view, but not the button that sends its
// form. So when the screen loses a keyboard's height while a field is focused, the field and its form's submit button
// are brought into what is left of it, the field first when both do not fit.

/** Height lost that means a keyboard, not a browser's toolbar folding away (60 to 115 px on phones). */
const KEYBOARD_MIN_PX = 150;
/** Input types typed on the soft keyboard (checkboxes, buttons, pickers' read-only fields open none). */
const TYPED = new Set(['text', 'password', 'email', 'number', 'tel', 'search', 'url']);

function typedInto(el: Element | null): el is HTMLElement {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly;
  if (el instanceof HTMLInputElement) return TYPED.has(el.type) && !el.readOnly;
  return el instanceof HTMLElement && el.isContentEditable;
}

/** What the player sees of the page, in CSS pixels of the page unzoomed (Firefox before 91 has no visualViewport). */
function seenHeight(): number {
  const viewport = typeof visualViewport === 'object' ? visualViewport : null;
  return viewport ? viewport.height * viewport.scale : window.innerHeight;
}

/** The field, and the button that sends its form: the button first, so that the field wins when both do not fit. */
function reveal(field: HTMLElement): void {
  const submit = field.closest('form')?.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
  submit?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  field.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Installs the watcher; answers how to remove it. */
export function installSoftKeyboard(): () => void {
  // The screen's full height at its width (a turn of the phone starts again), and the height last seen.
  let full = { width: 0, height: 0 };
  let last = 0;
  let frame = 0;

  const update = () => {
    frame = 0;
    const width = window.innerWidth;
    const height = seenHeight();
    if (width !== full.width) full = { width, height };
    else if (height > full.height) full.height = height;
    const field = document.activeElement;
    // Shrunk, with the keyboard's height gone, while a field is focused: the keyboard came up for it.
    if (height < last && full.height - height >= KEYBOARD_MIN_PX && typedInto(field)) reveal(field);
    last = height;
  };
  // Once a frame: a keyboard sliding in resizes the page many times.
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  const viewport = typeof visualViewport === 'object' ? visualViewport : null;
  const resized = viewport ?? window;
  update();
  resized.addEventListener('resize', schedule);
  return () => {
    if (frame) cancelAnimationFrame(frame);
    resized.removeEventListener('resize', schedule);
  };
}
