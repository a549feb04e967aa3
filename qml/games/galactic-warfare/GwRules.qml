import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The rules of Galactic Warfare in brief, beside the board: the rulebook's rules as plain
// paragraphs, Starboard's readings marked as such (RulesText.reading;
// docs/rules/galactic-warfare.md says why each).
ScrollView {
    id: page

    // The cards of the game's deck (GwController.deck): the shipped deck or a designer's.
    property var deck: []
    // This game's numbers (GwController.setup): its board, deck and rules, which a designer
    // may have changed; empty on its own (no game).
    property var setup: ({})
    readonly property bool hasSetup: page.setup.columns !== undefined

    implicitWidth: 560
    implicitHeight: 600
    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: page.availableWidth
        spacing: 12

        component Heading: Label {
            Layout.fillWidth: true
            Layout.topMargin: 6
            color: Theme.accent
            font.pixelSize: 18
            font.bold: true
            wrapMode: Text.WordWrap
        }

        Heading {
            //: Galactic Warfare's rules beside the board: the title, the game's name (keep it as
            //: on the home page).
            text: qsTr("Galactic Warfare")
            font.pixelSize: 24
        }
        RulesLegend {}
        RulesText {
            text: qsTr("Two fleets of 12 ships, White and Blue, face each other across a grid of 80 squares with a home planet of 8 squares at each end. You win by capturing all of your opponent's ships, or by occupying every square of the opponent's home planet with your ships.")
        }
        RulesText {
            text: qsTr("Each player is dealt 15 cards and sees only their own. Both roll a die: the higher roller chooses to move first, to let the other move first, or to leave the choice to the other.")
        }
        RulesText {
            reading: true
            text: qsTr("The deck has 50 cards of 15 kinds (the rulebook says both 100 and 50 and lists none: we designed them). A player to whom the choice is left cannot leave it back.")
        }
        // The numbers of the game being played: the paragraphs above are the rulebook's, and a
        // designer's board, deck or rule variant changes them (helper 18).
        RulesText {
            objectName: "gwRulesSetup"
            visible: page.hasSetup
            reading: true
            text: [
                //: Galactic Warfare's rules: the numbers of the game being played (a designer's
                //: board, deck or rule variant may change them); a line's heading in bold.
                "<b>" + qsTr("This game") + "</b>",
                //: Galactic Warfare's rules, this game's numbers. %1: columns, %2: rows.
                qsTr("Board: %1 × %2 squares").arg(page.setup.columns ?? 0).arg(page.setup.rows ?? 0),
                //: Galactic Warfare's rules, this game's numbers. %1, %2: ships of each side.
                qsTr("Ships at the start: White %1, Blue %2").arg(page.setup.whiteShips ?? 0).arg(page.setup.blueShips ?? 0),
                //: Galactic Warfare's rules, this game's numbers. %1: cards dealt to each
                //: player; %n: the cards of the deck.
                qsTr("Cards: %1 dealt to each player from a deck of %n", "", page.setup.deckSize ?? 0).arg(page.setup.cardsDealt ?? 0),
                //: Galactic Warfare's rules, this game's numbers: the most power-ups under one ship.
                qsTr("Power-ups: at most %n under a ship", "", page.setup.powerUpCap ?? 0),
                //: Galactic Warfare's rules, this game's numbers. %n: dice per ship of a stack;
                //: %1: the dice a defender inside its own home planet adds.
                qsTr("Dice: %n per ship, %1 more for a defender inside its home planet", "", page.setup.dicePerShip ?? 0).arg(page.setup.homeDefenceDice ?? 0),
                //: Galactic Warfare's rules, this game's numbers: when the game ends at the latest.
                qsTr("Turn limit: %n turn(s)", "", page.setup.turnLimit ?? 0)
            ].join("<br>")
        }
        Heading {
            //: Galactic Warfare's rules: a heading.
            text: qsTr("The turn")
        }
        RulesText {
            text: qsTr("A turn is one move: a charge, an attack, or a stuck ship's attempt to retreat. Ships stay on the dark squares and move only forward.")
        }
        RulesText {
            text: qsTr("Charge: a ship moves diagonally forward onto an adjoining vacant dark square.")
        }
        RulesText {
            reading: true
            text: qsTr("From the last row before the enemy planet a ship may enter any of the three vacant planet squares ahead of it; a ship that went home leaves its planet onto a dark square of the first row. A ship inside the enemy planet stays there for the rest of the game.")
        }
        RulesText {
            text: qsTr("Attack: a ship attacks an enemy ship on an adjoining square diagonally forward when the square beyond is vacant; an enemy inside its own home planet needs no square beyond.")
        }
        Heading {
            //: Galactic Warfare's rules: a heading.
            text: qsTr("Battle")
        }
        RulesText {
            text: qsTr("Each side rolls one die for every ship in its stack and adds them up; the higher sum wins. A defender inside its own home planet rolls one die more.")
        }
        RulesText {
            reading: true
            text: page.setup.tieDefender ?? false
                  //: Galactic Warfare's rules: a rule variant's ties.
                  ? qsTr("A tie is won by the defender (this game's rules).") : qsTr("A tie is rolled again.")
        }
        RulesText {
            text: qsTr("The winning attacker captures one ship of the defending stack and keeps it under its own as a power-up (at most 3; the rest are discarded), then jumps to the square beyond, or takes the square when it was inside the enemy planet.")
        }
        RulesText {
            text: qsTr("A beaten attacker retreats to a vacant square of its own home planet that the opponent chooses; with none vacant it leaves play.")
        }
        RulesText {
            reading: true
            text: qsTr("The whole beaten stack retreats, power-ups and all; the defender captures nothing.")
        }
        RulesText {
            text: qsTr("A ship before the enemy planet that cannot enter or attack is stuck: instead of a move you may roll two dice for it, and on doubles it goes back to your home planet.")
        }
        Heading {
            //: Galactic Warfare's rules: a heading.
            text: qsTr("Cards")
        }
        RulesText {
            text: qsTr("Each player may play one card per turn, when the card says: before your move, in a battle before or after the roll, or after your move.")
        }
        RulesText {
            reading: true
            text: qsTr("In a battle both players are always asked, even with no card they could play, so that being asked tells nothing about a hand: the attacker first before the roll, the defender first after it.")
        }
        Heading {
            //: Galactic Warfare's rules: a heading: the list of every card of the game's deck.
            text: qsTr("The cards of this game")
            visible: page.deck.length > 0
        }
        // One paragraph of ours for the whole deck (a tag on every card was noise: helper 18);
        // a card's moment is said unless its text begins with it.
        RulesText {
            visible: page.deck.length > 0
            reading: true
            text: page.deck.map(card => card.text.toLowerCase().startsWith(card.window.toLowerCase())
                                //: Galactic Warfare's rules: a card of the deck whose text says
                                //: when it is played. %1: its name; %2: the copies in the deck;
                                //: %3: its text.
                                ? qsTr("<b>%1</b> ×%2: %3").arg(card.name).arg(card.count).arg(card.text)
                                //: Galactic Warfare's rules: a card of the deck. %1: its name;
                                //: %2: the copies in the deck; %3: when it is played, e.g. 'After
                                //: your move'; %4: what it does.
                                : qsTr("<b>%1</b> ×%2, %3: %4").arg(card.name).arg(card.count).arg(card.window).arg(card.text)).join("<br>")
        }
        Heading {
            //: Galactic Warfare's rules: a heading.
            text: qsTr("The end")
        }
        RulesText {
            reading: true
            //: Galactic Warfare's rules. %1: the turn limit, e.g. '400'.
            text: qsTr("A player who cannot move passes. After a pass by each player in a row, or after %1 turns, the player with more ships in play wins, else it is a draw.").arg(page.setup.turnLimit ?? 400)
        }
    }
}
