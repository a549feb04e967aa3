#!/usr/bin/env bash
# Simulates how a screenshot looks to people with protanopia and deuteranopia (issue 12:
# players must be told apart by more than colour), with ImageMagick:
#   tests/screenshots/colour-blind.sh shot.png   -> shot-protanopia.png, shot-deuteranopia.png
# The method: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
# Simulation of Color Vision Deficiency", the matrices for severity 1.0 (a dichromat),
# applied to linear RGB (ImageMagick's -colorspace RGB), then back to sRGB.
# docs/accessibility.md records what was checked with it.
set -euo pipefail
for shot in "$@"; do
    base="${shot%.png}"
    convert "$shot" -colorspace RGB -color-matrix \
        "0.152286 1.052583 -0.204868  0.114503 0.786281 0.099216  -0.003882 -0.048116 1.051998" \
        -colorspace sRGB "$base-protanopia.png"
    convert "$shot" -colorspace RGB -color-matrix \
        "0.367322 0.860646 -0.227968  0.280085 0.672501 0.047413  -0.011820 0.042940 0.968881" \
        -colorspace sRGB "$base-deuteranopia.png"
done
