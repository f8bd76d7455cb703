/**
 * A Lit reactive controller that re-renders its element when the realm's locale changes
 * (docs/I18N.md, "On the phone"). Add one in every component that shows words:
 * `private readonly i18n = new WatchLocale(this);`. `changed`, when given, runs first (to drop
 * words kept from the old language).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { onLocaleChange } from '@minus/shared/platform/i18n/texts';

export class WatchLocale implements ReactiveController {
  private stop: (() => void) | undefined;

  constructor(private readonly host: ReactiveControllerHost, private readonly changed?: () => void) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stop = onLocaleChange(() => {
      this.changed?.();
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
