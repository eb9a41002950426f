#!/usr/bin/env bash
# Regenerates the demo course's short lesson video (procure-to-pay in seven slides, about 42 s, WebM/VP9,
# no audio) from the slide texts below. Needs ffmpeg and the DejaVu fonts (Debian: apt-get install ffmpeg).
# The result is committed (apps/server/src/seed/assets/procure-to-pay.webm); CI never runs this.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/apps/server/src/seed/assets/procure-to-pay.webm"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
slides=(
  "Procure-to-pay|From a need to a paid vendor invoice:|requisition, order, receipt, invoice, payment."
  "1. Purchase requisition|A department asks for goods or services.|Approved by the budget owner (MM: ME51N)."
  "2. Source and quotation|Buyers ask vendors for quotations (RFQ)|and compare price, delivery and terms."
  "3. Purchase order|The legal order to the vendor: material,|quantity, price, delivery date (ME21N)."
  "4. Goods receipt|The warehouse posts what arrived (MIGO):|stock rises, GR/IR clearing is credited."
  "5. Invoice and three-way match|Invoice (MIRO) is checked against PO and GR:|price and quantity must agree or it is blocked."
  "6. Payment|The payment run (F110) pays due invoices;|the vendor account and bank are posted in FI."
)
i=0
for s in "${slides[@]}"; do
  IFS='|' read -r title l1 l2 <<<"$s"
  printf '%s' "$title" >"$tmp/t$i.txt"; printf '%s' "$l1" >"$tmp/a$i.txt"; printf '%s' "$l2" >"$tmp/b$i.txt"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x1c4e80:s=640x360:d=6:r=12" -vf \
"drawbox=x=0:y=300:w=640:h=60:color=0x10304f:t=fill,\
drawtext=fontfile=$bold:textfile=$tmp/t$i.txt:fontcolor=white:fontsize=30:x=40:y=70,\
drawtext=fontfile=$font:textfile=$tmp/a$i.txt:fontcolor=0xe6eef7:fontsize=20:x=40:y=150,\
drawtext=fontfile=$font:textfile=$tmp/b$i.txt:fontcolor=0xe6eef7:fontsize=20:x=40:y=185,\
drawtext=fontfile=$font:text='Basics of ERP · Lesson 4':fontcolor=0xb0c4de:fontsize=16:x=40:y=322,\
drawbox=x=0:y=296:w=640:h=4:color=0xf5a623:t=fill" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -pix_fmt yuv420p "$tmp/s$i.webm"
  echo "file 's$i.webm'" >>"$tmp/list.txt"
  i=$((i + 1))
done
ffmpeg -loglevel error -y -f concat -safe 0 -i "$tmp/list.txt" -c copy "$out"
ls -l "$out"
