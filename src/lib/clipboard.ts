// Copying text: the Clipboard API where the page may use it, else the old selection-and-copy way (plain http).

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission): try the fallback
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.fontSize = '16px'; // iOS zooms the page into a focused field whose text is smaller
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length); // iOS WebKit's select() leaves a read-only field unselected
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
