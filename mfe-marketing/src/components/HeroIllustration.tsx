/**
 * The heroes' picture: a home, a signed agreement and a shield with a check, drawn inline (no request, no photo
 * of people we do not have, themed by the page's colours). Decorative: the heading beside it says it all.
 */
export function HeroIllustration() {
  return (
    <svg className="mk-illustration" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect className="mk-ill-bg" x="4" y="4" width="312" height="232" rx="24" />
      {/* the home */}
      <path className="mk-ill-soft" d="M40 120l70-56 70 56v84H40z" />
      <path className="mk-ill-line" d="M28 128l82-66 82 66M40 118v86h140v-86M94 204v-44h32v44" />
      <path className="mk-ill-line" d="M60 132h20v20H60zM140 132h20v20h-20z" />
      {/* the agreement, signed */}
      <rect className="mk-ill-soft" x="178" y="70" width="92" height="120" rx="8" transform="rotate(6 224 130)" />
      <g transform="rotate(6 224 130)">
        <path className="mk-ill-line" d="M194 92h58M194 108h58M194 124h40" />
        <path className="mk-ill-line" d="M194 164c8-14 14-14 16 0s10 12 18-2 12-6 16 2" />
      </g>
      {/* the shield */}
      <path className="mk-ill-soft" d="M250 150l34 12v22c0 18-14 30-34 36-20-6-34-18-34-36v-22z" />
      <path className="mk-ill-good" d="M236 186l10 10 20-22" />
    </svg>
  )
}
