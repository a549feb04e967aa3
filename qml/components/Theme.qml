pragma Singleton

import QtQuick

// The app's look in one place: the dark space palette, font sizes and spacing. The views
// use these names, never raw colours, so that a change here restyles everything.
QtObject {
    // Backgrounds, from the deepest (window) to raised surfaces (cards, panels, popups).
    readonly property color background: "#0d1220"
    readonly property color surface: "#121a2d"
    readonly property color surfaceRaised: "#18203a"
    readonly property color surfaceHover: "#212b4a"
    readonly property color border: "#2b3659"
    readonly property color borderStrong: "#3b4874"

    readonly property color text: "#e8ecf4"
    readonly property color textMuted: "#a3aecb"
    readonly property color textFaint: "#707b9e"

    readonly property color accent: "#f2c14e"
    readonly property color accentHover: "#f7d27a"
    readonly property color accentInk: "#1b1606"
    readonly property color danger: "#ef6b5b"
    // The hint's rings on cards and buttons: apart from the gold of what can be clicked.
    readonly property color hint: "#5ee0ff"
    // The keyboard cursor on every board (white: apart from every highlight and side).
    readonly property color keyboardCursor: "#ffffff"

    readonly property color redog: "#e04a3f"
    readonly property color cynder: "#3f8ce8"
    readonly property color neutral: "#8a94ad"

    // A dimming layer over content behind a modal panel.
    readonly property color scrim: "#b3060912"

    readonly property int fontSmall: 12
    readonly property int fontBody: 14
    readonly property int fontLarge: 17
    readonly property int fontTitle: 22
    readonly property int fontDisplay: 30

    readonly property int spacingSmall: 4
    readonly property int spacing: 8
    readonly property int spacingLarge: 16
    readonly property int margin: 24
    readonly property int radius: 8
    readonly property int radiusSmall: 4
}
