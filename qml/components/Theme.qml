pragma Singleton

import QtQuick
import Starboard

// The app's look in one place: the dark space palette, font sizes and spacing. The views
// use these names, never raw colours, so that a change here restyles everything.
// High contrast (AppSettings.highContrast, at once): a black background, white text (the
// muted and faint texts much brighter), light borders, brighter accent and seat colours;
// each text colour has at least 7:1 (text) or 4.5:1 (muted, faint, seats) against the
// background and every surface (tst_qml_views::contrastRatios). Game art keeps its colours.
QtObject {
    readonly property bool highContrast: AppSettings.highContrast

    // Backgrounds, from the deepest (window) to raised surfaces (cards, panels, popups).
    readonly property color background: highContrast ? "#000000" : "#0d1220"
    readonly property color surface: highContrast ? "#0c0e14" : "#121a2d"
    readonly property color surfaceRaised: highContrast ? "#151925" : "#18203a"
    readonly property color surfaceHover: highContrast ? "#262c3e" : "#212b4a"
    readonly property color border: highContrast ? "#9aa5c2" : "#2b3659"
    readonly property color borderStrong: highContrast ? "#e6eaf3" : "#3b4874"

    readonly property color text: highContrast ? "#ffffff" : "#e8ecf4"
    readonly property color textMuted: highContrast ? "#e6eaf2" : "#a3aecb"
    readonly property color textFaint: highContrast ? "#c9d0e0" : "#707b9e"
    // A control that cannot be used: dimmer than every text (in high contrast too, where
    // the faint text is bright), so that a disabled button does not look like a live one.
    readonly property color textDisabled: highContrast ? "#8a93a8" : "#707b9e"

    readonly property color accent: highContrast ? "#ffd24d" : "#f2c14e"
    readonly property color accentHover: highContrast ? "#ffe38c" : "#f7d27a"
    readonly property color accentInk: highContrast ? "#000000" : "#1b1606"
    readonly property color danger: highContrast ? "#ff8f80" : "#ef6b5b"
    // The hint's rings on cards and buttons: apart from the gold of what can be clicked.
    readonly property color hint: highContrast ? "#6ff2ff" : "#5ee0ff"
    // The keyboard cursor on every board (white: apart from every highlight and side).
    readonly property color keyboardCursor: "#ffffff"

    readonly property color redog: highContrast ? "#ff7d70" : "#e04a3f"
    readonly property color cynder: highContrast ? "#70b6ff" : "#3f8ce8"
    readonly property color neutral: highContrast ? "#c3cadb" : "#8a94ad"

    // A seat's colour (GameCatalog.sideColor, a model's seatColor: the engine's side
    // colours) as the interface shows it in text, emblems and marks: lighter in high
    // contrast (at least 4.5:1 on every surface). The board's art keeps the colour itself.
    function seat(colour: color): color {
        return highContrast ? Qt.lighter(colour, 1.5) : colour;
    }

    // A dimming layer over content behind a modal panel.
    readonly property color scrim: highContrast ? "#d9000000" : "#b3060912"

    readonly property int fontSmall: 12
    readonly property int fontBody: 14
    readonly property int fontLarge: 17
    readonly property int fontTitle: 22
    readonly property int fontDisplay: 30

    readonly property int spacingSmall: 4
    readonly property int spacing: 8
    readonly property int spacingLarge: 16
    readonly property int margin: 24
    // Lines: a surface's or a button's border, and the keyboard's focus ring (boards'
    // KeyboardRing, a focused button's border), thicker in high contrast.
    readonly property int borderWidth: highContrast ? 2 : 1
    readonly property int focusWidth: highContrast ? 5 : 3
    readonly property int buttonFocusWidth: highContrast ? 4 : 2

    readonly property int radius: 8
    readonly property int radiusSmall: 4
}
