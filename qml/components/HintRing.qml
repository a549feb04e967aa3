import QtQuick
import Starboard

// Where the hint ("Suggest a move") points: a pulsing cyan ring around a card, a
// technology or a button. Placed over its target (anchors.fill with negative margins).
Rectangle {
    id: ring

    objectName: "hintRing"
    color: Qt.rgba(Theme.hint.r, Theme.hint.g, Theme.hint.b, 0.22)
    border.color: Theme.hint
    border.width: 5

    SequentialAnimation on opacity {
        running: ring.visible
        loops: Animation.Infinite
        NumberAnimation { from: 1; to: 0.35; duration: 700 }
        NumberAnimation { from: 0.35; to: 1; duration: 700 }
    }
}
