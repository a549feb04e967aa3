pragma ComponentBehavior: Bound

import QtQuick
import Starboard

// A player's sector as it lies on the table: the distant systems on the top row, the near
// systems below, each card in a square it can turn in (GcCard).
Item {
    id: sector

    required property GcController controller
    property real cellSize: 110
    property real gap: 8
    property int columns: 3
    readonly property int rows: 1 + Math.ceil(controller.nearCount / columns)

    implicitWidth: columns * cellSize + (columns - 1) * gap
    implicitHeight: rows * cellSize + (rows - 1) * gap

    // The arrow keys move between the cards (issue 12).
    // (Its id is not `navigator`: inside a card that name is the card's own property.)
    BoardNavigator {
        id: cardKeys

        container: sector
    }

    Repeater {
        model: sector.controller.sector

        delegate: GcCard {
            controller: sector.controller
            navigator: cardKeys
            cellSize: sector.cellSize
            gap: sector.gap
            columns: sector.columns
            nearCount: sector.controller.nearCount
        }
    }
}
