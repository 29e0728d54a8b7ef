import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type LaunchOptions } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../playwright.config';

/**
 * Chromium's fake camera: it films a .y4m video file that we write here, one QR code
 * after another, and loops it. The file is read again each time a page starts the camera, so a
 * test writes the codes it needs (label codes are made by the database) before opening the
 * scanner; the browser is launched once per worker process with the file's path.
 */

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;
// Studio-range luma: black and white as a camera delivers them; chroma 128 is grey (no colour).
const DARK = 16;
const LIGHT = 235;
const NEUTRAL_CHROMA = 128;
// The QR spec's quiet zone is four modules wide; the frame around it is white as well.
const QUIET_ZONE_MODULES = 4;
const QR_SIZE_PX = 400;

/** One code on screen for `frames` frames (10 a second); no text: a blank white picture. */
export type FakeCameraScene = { text?: string; frames: number };

const qrFrame = (text: string | undefined): Buffer => {
  const lumaSize = WIDTH * HEIGHT;
  const frame = Buffer.alloc(lumaSize * 1.5, NEUTRAL_CHROMA);
  frame.fill(LIGHT, 0, lumaSize);
  if (text === undefined) return frame;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(QR_SIZE_PX / (modules.size + 2 * QUIET_ZONE_MODULES));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        frame.fill(DARK, start, start + scale);
      }
    }
  return frame;
};

/** A YUV4MPEG2 (I420) video of the scenes, in order. */
const qrVideo = (scenes: readonly FakeCameraScene[]): Buffer => {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const frameMark = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  for (const { text, frames } of scenes) {
    const picture = qrFrame(text);
    for (let index = 0; index < frames; index += 1) parts.push(frameMark, picture);
  }
  return Buffer.concat(parts);
};

export type FakeCamera = {
  /** For `test.use({ launchOptions })`: the config's browser and flags plus the fake camera. */
  launchOptions: LaunchOptions;
  /**
   * What the camera films from the next start of the camera on: the scenes in order, looped.
   * A gap of blank frames between codes keeps each one its own read.
   */
  show: (scenes: readonly FakeCameraScene[]) => void;
};

/**
 * This worker's fake camera. Call it at a spec file's top level and pass `launchOptions` to
 * `test.use` (with `permissions: ['camera']`). Each test starts with a blank white picture,
 * filmed until it calls `show`.
 */
export const fakeCamera = (): FakeCamera => {
  const file = path.join(os.tmpdir(), `toolyard-fake-camera-${process.pid}.y4m`);
  const show = (scenes: readonly FakeCameraScene[]) => writeFileSync(file, qrVideo(scenes));
  show([{ frames: 1 }]);
  // The file outlives a test: every spec file run in this worker process films the same file,
  // so a test that shows no code must not see the last test's (the camera would read it).
  test.beforeEach(() => show([{ frames: 1 }]));
  process.once('exit', () => rmSync(file, { force: true }));
  const configured = config.use?.launchOptions ?? {};
  return {
    show,
    launchOptions: {
      ...configured,
      args: [
        ...(configured.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    },
  };
};
