import QtQuick
import Starboard

// The keyboard focus on a board's spot (a card, a technology, a pill): a white ring around
// its parent while the parent has the focus (BoardNavigator.qml; the Galaxy of D map draws
// the same ring, GodBoard.qml).
Rectangle {
    objectName: "keyboardCursor"
    // How far the ring stands outside its parent (negative: inside, where a clipping view
    // would cut it).
    property real spread: 4

    anchors.fill: parent
    anchors.margins: -spread
    z: 100
    visible: parent && parent.activeFocus
    radius: 6
    color: "transparent"
    border.color: Theme.keyboardCursor
    border.width: Theme.focusWidth
}
