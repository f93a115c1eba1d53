// How many SMS a text costs: GSM-7 (Latin) packs 160 characters in one message, 153 a part
// once it is split; anything outside GSM-7 (Cyrillic, "ʻ", "№") is sent as UCS-2, 70 and 67.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the GSM extension table: each takes two places. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSize {
  encoding: 'GSM' | 'UCS2';
  /** Septets (GSM) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
}

export function smsSize(text: string): SmsSize {
  let units = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm)
    return {
      encoding: 'GSM',
      units,
      segments: units <= 160 ? (units === 0 ? 0 : 1) : Math.ceil(units / 153),
    };
  const length = text.length;
  return { encoding: 'UCS2', units: length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
}
