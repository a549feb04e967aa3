import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One of your ships in the selected stack; click it to move it with the others or not.
// The first row is the top ship, the one the opponent sees (6.1); "Put on top" makes
// another ship the top (the owner's bluff), while it is your decision in your own turn.
Rectangle {
    id: chip

    objectName: "stackChip"
    required property int index
    required property string ship
    required property string name
    required property int side
    required property bool cargo
    required property int moves
    required property bool selected
    required property bool available
    required property bool canTop
    required property GodController controller
    // A click here does something now (the soak test clicks these most).
    readonly property bool actionable: available && controller.myDecision

    // When the strip cannot show every ship of the stack at full width, each chip shows
    // its picture and moves only (the rest in the tip and for screen readers), so that no
    // ship of a stack hides behind the scroll bar in a small window.
    readonly property real fullWidth: 12 + 32 + 6 + Math.max(nameLabel.implicitWidth, movesLabel.implicitWidth) + (canTop ? 6 + 26 : 0)
    readonly property bool compact: ListView.view !== null && ListView.view.width < ListView.view.count * (fullWidth + 6) - 6 // the strip's spacing
    readonly property string fullText: nameLabel.text + " · " + movesLabel.text

    width: chipLayout.implicitWidth + 12
    height: 48
    radius: 6
    color: selected ? "#274a52" : "#1b2238"
    border.color: selected ? "#3fd0c0" : Theme.border
    opacity: available || !chip.controller.myDecision ? 1 : 0.6

    RowLayout {
        id: chipLayout

        anchors.verticalCenter: parent.verticalCenter
        x: 6
        spacing: 6

        Image {
            Layout.preferredWidth: 32
            Layout.preferredHeight: 32
            sourceSize.width: 64
            sourceSize.height: 64
            source: chip.controller.shipArt(chip.ship, chip.side)
        }
        ColumnLayout {
            visible: !chip.compact
            spacing: 0
            Label {
                id: nameLabel

                //: Galaxy of D, a stack of ships in a sector: a ship that carries cargo. %1: a ship
                //: type, e.g. 'Freighter'.
                text: chip.cargo ? qsTr("%1 (cargo)").arg(chip.name) : chip.name
                color: Theme.text
                font.pixelSize: 13
            }
            Label {
                id: movesLabel

                //: Galaxy of D, a stack of ships: the ship on top (it fights first). %n: its moves
                //: left this turn.
                text: chip.index === 0 ? qsTr("On top · %n move(s) left", "", chip.moves)
                                       //: Galaxy of D, a stack of ships: %n: a ship's moves left
                                       //: this turn.
                                       : qsTr("%n move(s) left", "", chip.moves)
                color: chip.moves > 0 ? "#3fd0c0" : "#6f7aa0"
                font.pixelSize: 11
            }
        }
        ColumnLayout {
            objectName: "compactFigures"
            visible: chip.compact
            spacing: 0
            Label {
                visible: chip.index === 0
                //: Galaxy of D, a stack of ships: a mark on the ship on top of the stack (an
                //: adjective or noun). Tight space.
                text: qsTr("top")
                color: Theme.text
                font.pixelSize: 10
            }
            Label {
                text: chip.moves
                color: chip.moves > 0 ? "#3fd0c0" : "#6f7aa0"
                font.pixelSize: 13
                font.bold: true
            }
        }
        Button {
            id: topButton

            objectName: "putOnTop"
            visible: chip.canTop
            // A small arrow, so that a stack's row fits a small window in every language;
            // the words are in the tip and the accessible name.
            text: "▲"
            font.pixelSize: 11
            implicitWidth: 26
            ToolTip.visible: hovered
            //: Galaxy of D, a stack of ships: a tool tip of a ship's button: put this ship on top
            //: of the stack (it fights first).
            ToolTip.text: qsTr("Put on top")
            //: Galaxy of D, a stack of ships: the screen reader's name of a ship's button. %1: a
            //: ship type, e.g. 'Cruiser'.
            Accessible.name: qsTr("Put the %1 on top of the stack").arg(chip.name)
            Accessible.description: qsTr("The other player sees only the top ship of a stack.")
            onClicked: chip.controller.putOnTop(chip.index)
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
    }

    // The keyboard (issue 12): Tab reaches each ship of your selected stack, Space or Enter
    // ticks it in or out of the move (the "Put on top" arrow is a Tab stop of its own).
    function toggle() {
        if (chip.actionable)
            chip.controller.toggleStackRow(chip.index);
    }
    activeFocusOnTab: chip.actionable
    Keys.onPressed: event => {
        if ((event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && !event.isAutoRepeat) {
            chip.toggle();
            event.accepted = true;
        }
    }
    KeyboardRing {
        spread: -2 // inside: the strip clips its chips
    }

    Accessible.role: Accessible.CheckBox
    Accessible.checkable: true
    Accessible.onToggleAction: chip.toggle()
    Accessible.onPressAction: chip.toggle()
    //: Galaxy of D, a stack of ships: the screen reader's name of the top ship. %1: a ship type,
    //: e.g. 'Cruiser'.
    Accessible.name: chip.index === 0 ? qsTr("%1, on top of the stack").arg(chip.name) : chip.name
    Accessible.checked: chip.selected

    HoverHandler {
        id: chipHover
    }
    ToolTip.visible: chip.compact && chipHover.hovered && !topButton.hovered
    ToolTip.text: chip.fullText
    ToolTip.delay: 300

    TapHandler {
        // A click on "Put on top" is the button's alone.
        onTapped: (eventPoint, button) => {
            const p = topButton.mapFromItem(chip, eventPoint.position)
            if (!topButton.visible || !topButton.contains(p))
                chip.controller.toggleStackRow(chip.index)
        }
    }
}
