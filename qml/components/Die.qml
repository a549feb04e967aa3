pragma ComponentBehavior: Bound

import QtQuick

// A six-sided die with pips (face 0: a blank die, not rolled yet). roll(value) tumbles it for
// a moment and lands on `value`; tumble() does the same for the value it has (a binding).
Rectangle {
    id: die

    property int value: 1
    property int size: 44
    property color pipColor: "#18203a"
    readonly property bool tumbling: tumbleTimer.running
    // The face shown (random while tumbling).
    property int face: value

    signal landed

    function roll(next: int) {
        die.value = next;
        die.tumble();
    }
    function tumble() {
        tumbleTimer.count = 0;
        tumbleTimer.restart();
    }

    width: size
    height: size
    radius: size * 0.18
    color: "#f7f7f2"
    border.color: "#0a0e18"
    border.width: 1.5

    // Pips on a 3x3 grid, by face.
    readonly property var pips: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8],
        [0, 2, 3, 5, 6, 8]]

    Grid {
        anchors.fill: parent
        anchors.margins: die.size * 0.14
        columns: 3
        rows: 3

        Repeater {
            model: 9

            delegate: Item {
                id: cell

                required property int index

                width: (die.width - die.size * 0.28) / 3
                height: width

                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.62
                    height: width
                    radius: width / 2
                    color: die.pipColor
                    visible: (die.pips[Math.max(0, Math.min(6, die.face))] || []).indexOf(cell.index) >= 0
                }
            }
        }
    }

    Timer {
        id: tumbleTimer

        property int count: 0

        interval: 70
        repeat: true
        onTriggered: {
            count += 1;
            if (count >= 9) {
                stop();
                die.face = Qt.binding(() => die.value);
                die.rotation = 0;
                die.landed();
                return;
            }
            die.face = 1 + Math.floor(Math.random() * 6);
            die.rotation = (Math.random() - 0.5) * 70;
        }
    }
    Behavior on rotation {
        NumberAnimation {
            duration: 60
        }
    }
}
