import { PNG } from 'pngjs';
import { encode } from 'uqr';

import { POPOVER_WIDTH_PX } from '../../shared/popover-width';

/**
 * Device pixels the code should at least have: its popover width on a 3x phone screen, so the
 * browser only ever scales it down, never up into a blur.
 */
export const QR_MIN_PIXELS = POPOVER_WIDTH_PX * 3;

/** The quiet zone around the code, in modules: what the QR standard asks for. */
const QUIET_ZONE_MODULES = 4;

/**
 * A QR code of `text` as a greyscale PNG: WeChat's long-press "识别图中二维码" reads PNG or JPEG,
 * never SVG. Each module is a whole number of pixels, so its edges stay sharp; the image is at
 * most QR_MIN_PIXELS plus one module's worth of the largest code (version 40) wide.
 */
export function renderQrPng(text: string): Buffer {
  const { data, size } = encode(text, { border: QUIET_ZONE_MODULES, ecc: 'M' });
  const scale = Math.ceil(QR_MIN_PIXELS / size);
  const width = size * scale;
  // One grey byte per pixel: PNG's own constructor would allocate four (RGBA) to throw away.
  const pixels = Buffer.alloc(width * width, 255);
  data.forEach((modules, row) => {
    const line = pixels.subarray(row * scale * width, (row * scale + 1) * width);
    modules.forEach((dark, column) => {
      if (dark) line.fill(0, column * scale, (column + 1) * scale);
    });
    for (let copy = 1; copy < scale; copy += 1) line.copy(pixels, (row * scale + copy) * width);
  });
  const png = new PNG();
  png.width = width;
  png.height = width;
  png.data = pixels;
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}
