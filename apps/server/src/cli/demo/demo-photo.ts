import sharp from 'sharp';

// A drawn stand-in for a phone's photo of the damage: a tool's housing with a crack across it.
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#6b7280"/>
  <rect x="120" y="170" width="520" height="240" rx="60" fill="#b91c1c"/>
  <rect x="600" y="250" width="140" height="80" rx="14" fill="#1f2937"/>
  <rect x="220" y="400" width="130" height="170" rx="24" fill="#1f2937"/>
  <polyline points="260,180 300,240 280,290 340,330 320,400" fill="none" stroke="#111827"
    stroke-width="9" stroke-linejoin="round"/>
</svg>`;

/** The demo damage report's photo: a JPEG, as a phone's camera sends it. */
export const demoDamagePhoto = () => sharp(Buffer.from(PICTURE)).jpeg({ quality: 85 }).toBuffer();
