import QtQuick
import Starboard

// A seat's or side's emblem, so that players are told apart by more than colour (issue 12):
// a shape in the seat's colour with a dark outline (GameCatalog.sideEmblem: a triangle, a
// circle, a diamond, a square; Galaxy of D's Pirates a cross). A picture only: the seat's
// name says who it is to a screen reader.
Text {
    id: emblem

    required property string gameId
    required property int seat

    text: GameCatalog.sideEmblem(emblem.gameId, emblem.seat)
    color: Theme.seat(GameCatalog.sideColor(emblem.gameId, emblem.seat))
    style: Text.Outline
    styleColor: "#0a0e18"
    font.pixelSize: Theme.fontSmall
    Accessible.ignored: true
}
