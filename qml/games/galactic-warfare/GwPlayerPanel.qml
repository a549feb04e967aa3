pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galactic Warfare part of a player's side panel: the side's ships in play and cards in
// hand; for the player whose hand the board shows (the viewer), the hand itself (each card
// with when it may be played, lit when it can be played now; its text in the tool tip) and
// the buttons of the decision at hand. The other hand is only a count: hands are hidden.
// The game screen creates one per seat.
ColumnLayout {
    id: panel

    required property int seat
    required property GwController controller
    property GameSession session // given by the game screen

    readonly property bool viewer: panel.controller !== null && panel.controller.viewSeat === panel.seat
    // Not while the hotseat pass screen is up: it covers the window, but the cards under it
    // would still be in the accessibility tree for the next player's screen reader.
    readonly property bool handShown: panel.viewer && !(panel.session && panel.session.privacyScreen)
    readonly property var cards: panel.handShown ? panel.controller.hand : []
    readonly property int handCount: {
        if (!panel.controller)
            return 0;
        if (!panel.viewer)
            return panel.controller.opponentHandCount;
        let n = 0;
        const hand = panel.controller.hand;
        for (let i = 0; i < hand.length; ++i)
            n += hand[i].count;
        return n;
    }

    //: Galactic Warfare: a side's ships on the board, in its panel.
    readonly property string shipsText: qsTr("%n ship(s) in play", "", panel.controller ? (panel.controller.shipsInPlay[panel.seat] ?? 0) : 0)
    //: Galactic Warfare: the cards a side holds, in its panel (the other side's: only a count).
    readonly property string cardsText: qsTr("%n card(s) in hand", "", panel.handCount)

    spacing: Theme.spacingSmall

    Label {
        objectName: "gwSideFigures" + panel.seat
        Layout.fillWidth: true
        //: Galactic Warfare: a side's figures in its panel. %1: ships in play, e.g. '12 ships
        //: in play' (translated separately); %2: cards in hand, e.g. '15 cards in hand'.
        text: qsTr("%1 · %2").arg(panel.shipsText).arg(panel.cardsText)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }

    // The buttons of the decision at hand (who moves first, pass, no card, retreat, cancel).
    // A row is kept for them while the hand is shown, so that the cards below do not move
    // when buttons come and go (helper 16: the list jumped under the pointer).
    Flow {
        id: choiceFlow

        readonly property var shownChoices: panel.handShown && panel.controller.myDecision ? panel.controller.choices : []

        objectName: "gwChoices"
        Layout.fillWidth: true
        // One row kept when there is no button (an empty Flow keeps its last height: helper
        // 19 saw the who-starts decision's two rows kept all game).
        Layout.preferredHeight: choiceFlow.shownChoices.length > 0 ? choiceFlow.implicitHeight : buttonGauge.implicitHeight
        visible: panel.handShown
        spacing: Theme.spacingSmall

        Repeater {
            model: choiceFlow.shownChoices

            delegate: ActionButton {
                required property var modelData
                required property int index

                objectName: "gwChoice_" + modelData.id
                text: modelData.text
                primary: index === 0 && modelData.id !== "cancel"
                onClicked: panel.controller.choose(modelData.id)
            }
        }
    }

    // The height of a button, for the row kept above (not shown, not laid out).
    ActionButton {
        id: buttonGauge

        visible: false
        text: "M"
    }

    // The viewer's hand.
    Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingSmall
        visible: panel.viewer && panel.cards.length > 0
        //: Galactic Warfare: the heading of the player's hand of cards in the side panel.
        text: qsTr("Your cards")
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.fontSmall
    }
    Repeater {
        model: panel.cards

        delegate: GwCard {
            required property var modelData

            objectName: "gwCard" + modelData.type
            Layout.fillWidth: true
            info: modelData
            onClicked: panel.controller.clickCard(modelData.type)
        }
    }
}
