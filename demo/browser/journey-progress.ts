/**
 * The journey's steps as an ordered list (`<li data-step="...">`): the current one gets
 * aria-current="step", the ones before it are marked done.
 */
export function setProgress(list: HTMLOListElement, current: string): void {
  let reached = false;
  for (const item of list.querySelectorAll<HTMLLIElement>('li[data-step]')) {
    const isCurrent = item.dataset.step === current;
    if (isCurrent) {
      item.setAttribute('aria-current', 'step');
      reached = true;
    } else {
      item.removeAttribute('aria-current');
    }
    item.classList.toggle('step-done', !reached && !isCurrent);
  }
}
